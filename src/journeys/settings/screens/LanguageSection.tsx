import type { SnapshotFrom } from 'xstate';
import { RadioGroup } from '../../../ui/index.ts';
import { isShown } from '../../../lib/language-choice.ts';
import { LANGUAGES, type Language } from '../../../../machines/settings/types.ts';
import type { SettingsActorRef } from '../runtime.ts';
import * as styles from './settings.css.ts';

type Props = { actor: SettingsActorRef; snapshot: SnapshotFrom<SettingsActorRef> };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

// Each language named in itself (its own lang, so a screen reader says it right).
const OPTIONS = [
  { value: 'en', label: 'English' },
  {
    value: 'hi',
    label: (
      <>
        <span lang="hi">हिन्दी</span> (Hindi)
      </>
    ),
  },
];

/** Language: English or हिन्दी, kept by the lender; Hindi screens come with issue 33 (ADR 053). */
export function LanguageSection({ actor, snapshot }: Props) {
  const { preferences, change, problem } = snapshot.context;
  const saving = snapshot.matches({ setting: { ready: 'savingLanguage' } });
  const busy = !snapshot.matches({ setting: { ready: 'idle' } });
  const language = preferences?.language ?? 'en';
  const failed = change?.kind === 'language' && !saving ? problem : null;
  return (
    <section className={styles.section} aria-labelledby="settings-language" aria-busy={saving || undefined}>
      <h2 id="settings-language">Language</h2>
      <RadioGroup
        label="The language of the app"
        options={OPTIONS}
        value={language}
        disabled={busy}
        onValueChange={(value) => {
          if (isLanguage(value)) actor.send({ type: 'CHOOSE_LANGUAGE', language: value });
        }}
      />
      {saving ? <p className={styles.note}>Saving your choice…</p> : null}
      {/* Announced: the answer comes after the tap, when the customer may be elsewhere on the page. */}
      {failed ? (
        <p className={styles.error} role="alert">
          {`We could not change the language: ${failed}`}
        </p>
      ) : null}
      {!saving && !isShown(language) ? (
        <p className={styles.note}>
          Screens in Hindi are coming soon. We have saved your choice and will switch to Hindi when they are ready;
          until then the app stays in English.
        </p>
      ) : null}
    </section>
  );
}
