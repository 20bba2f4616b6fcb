import { useState, type ReactNode } from 'react';
import { useBranding } from '../../journeys/branding/use-branding.tsx';
import { marketplaceTitle } from '../../journeys/branding/use-stored-brand.ts';
import { JourneyUrl } from '../../journeys/journey-routing.tsx';
import { useNavigation } from '../../journeys/navigation.tsx';
import { useLoginActor } from '../../journeys/login/use-login-actor.ts';
import { LoginIllustration } from './LoginIllustration.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import { SaakhLogo } from './SaakhLogo.tsx';
import { copyVariantOf, loginCopy } from './login-copy.ts';
import * as styles from './login-layout.css.ts';

/**
 * §2 login layout: the logo and the login screen, beside the §1 marketing panel. A marketplace
 * named in the address brands it (logo, colour, font, copy variant). The URL follows the login
 * journey while one runs. The screen comes as children: the login island renders it without
 * react-router, the full app's route element passes its <Outlet />.
 */
export default function LoginLayout({ children }: { children?: ReactNode }) {
  const { location } = useNavigation();
  // Read once: the journey's later URLs (verify-otp) drop the query, the branding must stay.
  const [marketplaceName] = useState(() => new URLSearchParams(location.search).get('marketplaceName'));
  const branding = useBranding(marketplaceName);
  const loginActor = useLoginActor();
  const info = branding.status === 'branded' ? branding.info : null;
  const copy = loginCopy(copyVariantOf(info));
  // Without a marketplace in the address the branding can only end unbranded, so Saakh's logo
  // shows at once, as in the prerendered login shell, instead of one effect later.
  const awaitingPartnerLogo = branding.status === 'pending' && Boolean(marketplaceName?.trim());

  return (
    <div className={styles.shell}>
      {loginActor ? <JourneyUrl actorRef={loginActor} /> : null}
      <MainLandmark className={styles.formSide}>
        <div className={styles.logoSlot}>
          {awaitingPartnerLogo ? null : info?.marketplaceLogoUrl ? (
            <img className={styles.logoImage} src={info.marketplaceLogoUrl} alt={`${marketplaceTitle(info)} logo`} />
          ) : (
            <SaakhLogo />
          )}
        </div>
        {children}
      </MainLandmark>
      <aside className={styles.promo} aria-labelledby="login-headline">
        <LoginIllustration className={styles.illustration} />
        <h2 id="login-headline" className={styles.headline}>
          {copy.headline}
        </h2>
        <p className={styles.tagline}>{copy.tagline}</p>
        <p className={styles.credit}>
          {copy.creditLimit}
          {copy.interest ? (
            <>
              {' '}
              <span data-copy="interest">{copy.interest}</span>
            </>
          ) : null}
        </p>
        <ul className={styles.points}>
          {copy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
