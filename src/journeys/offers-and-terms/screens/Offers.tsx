import { Link } from 'react-router-dom';
import { offerLine } from '../projection.ts';
import { ReadingPage } from './ReadingPage.tsx';

/** Your offers (§2 /offers): the offers the customer can take now, each leading to its details. */
export default function Offers() {
  return (
    <ReadingPage
      page="offers"
      rows={({ offers }) =>
        offers.map(offerLine).map(({ id, headline, detail, details }) => ({
          key: id,
          heading: headline,
          detail,
          link: (
            <Link to={details} aria-label={`See the details: ${headline}`}>
              See the details
            </Link>
          ),
        }))
      }
    />
  );
}
