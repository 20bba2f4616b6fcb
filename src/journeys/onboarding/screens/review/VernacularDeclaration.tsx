import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHOOSE_LANGUAGE_MESSAGE } from '../../../../../machines/onboarding/review-step.machine.ts';
import type { reviewStepMachine } from '../../../../../machines/onboarding/review-step.machine.ts';
import { Button, DateText, RadioGroup } from '../../../../ui/index.ts';
import * as styles from './review.css.ts';

type ReviewRef = ActorRefFrom<typeof reviewStepMachine>;

/**
 * "Have this application explained in your language": optional, before Submit. The applicant
 * picks a language, reads the declaration in it and records it; the lender keeps the language
 * and the time. Its failures are its own: the review and Submit never wait for it.
 */
export function VernacularDeclaration({ review }: { review: ReviewRef }) {
  const snapshot = useSelector(review, (current) => current);
  const { texts, declared, language, vernacularError } = snapshot.context;
  const loading = snapshot.matches({ ready: 'vernacularLoading' });
  const declaring = snapshot.matches({ ready: 'declaring' });
  const chosen = texts.find((text) => text.language === language) ?? null;
  const declaredLabel = texts.find((text) => text.language === declared?.language)?.label ?? declared?.language;
  // Only "choose a language" is about the choice; a refused PATCH is the lender's answer, and
  // marking the group invalid would tell a screen-reader user their choice was wrong.
  const choiceError = vernacularError === CHOOSE_LANGUAGE_MESSAGE ? vernacularError : null;
  const callError = vernacularError !== null && choiceError === null ? vernacularError : null;
  return (
    <section
      className={styles.section}
      aria-labelledby="vernacular-heading"
      aria-busy={loading || declaring || undefined}
    >
      <h2 id="vernacular-heading" className={styles.sectionTitle}>
        Have this application explained in your language
      </h2>
      {loading ? <p className={styles.lead}>Loading the languages…</p> : null}
      {snapshot.matches({ ready: 'vernacularFailed' }) ? (
        <>
          <p role="alert" className={styles.alert}>
            {vernacularError}
          </p>
          <Button type="button" variant="secondary" onClick={() => review.send({ type: 'RETRY_DECLARATION' })}>
            Retry loading the languages
          </Button>
        </>
      ) : null}
      {snapshot.matches({ ready: 'vernacular' }) || declaring ? (
        <>
          {/* One live region whose words change: a status inserted with the record is often not read out. */}
          <p className={styles.lead} role="status">
            {declared ? (
              <>
                Declared in <span lang={declared.language}>{declaredLabel}</span> on{' '}
                <DateText value={declared.declaredAt} />
              </>
            ) : (
              'Optional: your application does not depend on it.'
            )}
          </p>
          <RadioGroup
            label="Language"
            // Each language names itself in its own script, so a screen reader reads it in that language.
            options={texts.map((text) => ({
              value: text.language,
              label: <span lang={text.language}>{text.label}</span>,
            }))}
            value={language}
            disabled={declaring}
            error={choiceError}
            onValueChange={(value) => review.send({ type: 'CHOOSE_LANGUAGE', language: value })}
          />
          {chosen ? (
            <blockquote lang={chosen.language} className={styles.detail} aria-label={`Declaration in ${chosen.label}`}>
              {chosen.text}
            </blockquote>
          ) : null}
          {callError ? (
            <p role="alert" className={styles.alert}>
              {callError}
            </p>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            busy={declaring}
            disabled={!snapshot.can({ type: 'DECLARE' })}
            onClick={() => review.send({ type: 'DECLARE' })}
          >
            Record declaration
          </Button>
        </>
      ) : null}
    </section>
  );
}
