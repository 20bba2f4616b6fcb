import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { KeyFactStatement } from '../../../src/kit/key-fact-statement/KeyFactStatement.tsx';
import { agreementSchema } from '../../../src/journeys/agreement/api/schemas.ts';
import { auth, logIn, makeSandbox, type TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';
import { ANNEX_A, ANNEX_C, BENCHMARK, amounts, each, percents, sorted } from '../../support/kfs-markup.ts';

// The KFS on the screen and in the lender's PDF (RBI KFS circular, 15 April 2024): both carry every
// field of Annex A Parts 1 and 2 and the Annex C schedule, with the same figures. The screen renders
// the lender's answer as the app parses it (to HTML: the sandbox runs in node, not in a DOM); the PDF
// is read back as text with pdf.js.

let s: TestSandbox | undefined;
afterEach(() => s?.close());

describe('the Key Fact Statement', () => {
  it.each([
    ['arthika', 'fixed'],
    ['kosh', 'floating'],
  ])('of %s (a %s rate) shows the same Annex A fields and figures on the screen and in the PDF', async (lender) => {
    s = makeSandbox();
    const phone = '9876500051';
    const headers = auth((await logIn(s, phone)).token);
    const seeded = await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, { seed: { nbfcName: lender } });
    const { agreement: seed } = (await seeded.json()) as { agreement: { loanId: string } };
    const answer = await s.call('GET', `/v2/creditloan/${seed.loanId}/loan-document`, undefined, headers);
    const agreement = v.parse(agreementSchema, await answer.json());
    const facts = agreement.keyFacts;
    const pdf = await responsePdfText(await s.call('GET', `/v1/lms/kfs/${seed.loanId}`, undefined, headers));

    const html = renderToStaticMarkup(<KeyFactStatement facts={facts} loanReference={agreement.loanReference} />);
    const labels = each(html, 'dt');
    const fields = facts.benchmark ? [...ANNEX_A, ...BENCHMARK] : ANNEX_A;
    for (const field of fields) {
      expect(labels, field).toContain(field);
      expect(pdf, field).toContain(`${field}\n`);
    }
    expect(each(html, 'th')).toEqual(ANNEX_C);
    for (const heading of ANNEX_C) expect(pdf).toContain(heading);
    // The schedule folds on a phone (a closed disclosure), one row an instalment.
    expect(html).toMatch(/<details(?![^>]*\sopen)[^>]*><summary/);
    expect(each(html, 'tr')).toHaveLength(facts.instalments.count + 1);

    // The same figures: every amount and every percentage, as many times each, on both.
    const shown = [...labels, ...each(html, 'dd'), ...each(html, 'td')].join('\n');
    expect(amounts(shown).length).toBeGreaterThan(4 * facts.schedule.length);
    expect(sorted(amounts(shown))).toEqual(sorted(amounts(pdf)));
    expect(sorted(percents(shown))).toEqual(sorted(percents(pdf)));
    for (const text of [facts.proposalNumber, `${facts.aprPercent}%`]) {
      expect(shown).toContain(text);
      expect(pdf).toContain(text);
    }
    const apr = labels.indexOf('Annual Percentage Rate (APR)');
    expect(each(html, 'dd')[apr]).toBe(`${facts.aprPercent}%`);
    // Lakh grouping on the screen: ₹3,60,000, never ₹360,000.
    expect(shown).not.toMatch(/₹\d{4,}/);
    expect(shown).toMatch(/₹\d{1,2},\d{2},\d{3}/);
  });
});
