import { termsLine } from '../projection.ts';
import { VisuallyHidden } from '../../../ui/index.ts';
import { ReadingPage } from './ReadingPage.tsx';

/** Terms you accepted (Tnc, /terms): each version, the date it was accepted and a link to read it. */
export default function Tnc() {
  return (
    <ReadingPage
      page="terms"
      rows={({ terms }) =>
        terms.map(termsLine).map((version) => ({
          key: version.tncId,
          heading: version.title,
          detail: version.accepted,
          // The document is a page of its own, opened beside the app.
          link: (
            <a href={version.link} target="_blank" rel="noopener noreferrer">
              Read the terms<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ),
        }))
      }
    />
  );
}
