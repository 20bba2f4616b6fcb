import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { KeyFactStatement } from '../../../src/kit/key-fact-statement/KeyFactStatement.tsx';
import { quoteSchema } from '../../../src/journeys/edi/api/schemas.ts';
import { auth, logIn, makeSandbox, type TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';
import { ANNEX_A, ANNEX_C, amounts, each, percents, sorted } from '../../support/kfs-markup.ts';

// The EDI loan's KFS on the disbursement request and in the lender's PDF (issue 31: every KFS, screen
// and PDF, carries every Annex A field and the Annex C schedule with APR by IRR): the same fields and
// the same figures, the schedule one row a day. As the credit line's test does (kfs-screen-and-pdf),
// the screen renders calculate-edi's answer as the app parses it and the PDF is read back as text.

let s: TestSandbox | undefined;
afterEach(() => s?.close());

describe("the EDI loan's Key Fact Statement", () => {
  it('shows the same Annex A fields and figures on the request screen and in the PDF (same-figures)', async () => {
    s = makeSandbox();
    const phone = '9876500061';
    const headers = auth((await logIn(s, phone)).token);
    const account = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', holderName: 'Asha Traders' };
    expect((await s.call('PUT', `/__sandbox/customers/${phone}/edi-offer`, { bankAccount: account })).status).toBe(200);
    const answer = await s.call('POST', '/v1/customer/calculate-edi', { amount: 150000, tenureDays: 60 }, headers);
    const facts = v.parse(quoteSchema, await answer.json()).quote.kfs;
    const pdf = await responsePdfText(
      await s.call('GET', '/v1/customer/edi-kfs?amount=150000&tenureDays=60', undefined, headers),
    );

    const html = renderToStaticMarkup(<KeyFactStatement facts={facts} />);
    const labels = each(html, 'dt');
    for (const field of ANNEX_A) {
      expect(labels, field).toContain(field);
      expect(pdf, field).toContain(`${field}\n`);
    }
    expect(each(html, 'dd')[labels.indexOf('Type of loan')]).toBe('Term loan (equated daily instalments)');
    expect(each(html, 'dd')[labels.indexOf('Tenure')]).toBe('60 days');
    expect(pdf).toContain('Tenure\n60 days');
    expect(each(html, 'th')).toEqual(ANNEX_C);
    expect(each(html, 'tr')).toHaveLength(60 + 1);

    // The same figures: every amount and every percentage, as many times each, on both. The PDF adds
    // its own header (the proposal number as the reference), the screen none.
    const shown = [...labels, ...each(html, 'dd'), ...each(html, 'td')].join('\n');
    expect(amounts(shown).length).toBeGreaterThan(4 * 60);
    expect(sorted(amounts(shown))).toEqual(sorted(amounts(pdf)));
    expect(sorted(percents(shown))).toEqual(sorted(percents(pdf)));
    for (const text of [facts.proposalNumber, `${facts.aprPercent}%`]) {
      expect(shown).toContain(text);
      expect(pdf).toContain(text);
    }
    expect(shown).toMatch(/₹1,50,000/);
  });
});
