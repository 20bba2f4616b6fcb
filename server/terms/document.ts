/**
 * The terms and conditions the login screen links to, as a standalone HTML page: it opens in
 * a new tab outside the app, so it carries its own styles and needs no script.
 */

type Section = { heading: string; paragraphs: readonly string[] };

type TermsDocument = { id: string; title: string; effectiveFrom: string; sections: readonly Section[] };

const documents: readonly TermsDocument[] = [
  {
    id: 'tnc-2026-01',
    title: 'Saakh terms and conditions',
    effectiveFrom: '1 Jan 2026',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms apply when you sign in to Saakh with your mobile number and use it to apply for a business ' +
            'credit line. Saakh is operated on behalf of its lending partners, who decide every credit application.',
          'This copy is served by the Saakh sandbox, the development lender that ships with the app. ' +
            'It is the document the sandbox records as accepted when you tick the terms box.',
        ],
      },
      {
        heading: 'Your mobile number and one-time passwords',
        paragraphs: [
          'You sign in with a 10-digit Indian mobile number and a 4-digit one-time password (OTP) sent to it. ' +
            'An OTP is valid for 5 minutes; after 5 wrong tries it stops working and you must ask for a new one.',
          'Keep OTPs to yourself. Nobody from Saakh or a lending partner will ever ask you for one.',
        ],
      },
      {
        heading: 'Your application',
        paragraphs: [
          'You agree that the details and documents you give are true and belong to you or your business. ' +
            'The lending partner may verify them with credit bureaus, government registries and the other sources ' +
            'you consent to during the application.',
          'A credit limit is offered only after the lending partner approves the application. ' +
            'Approval, the limit and its pricing are at the partner’s discretion and are shown to you before you ' +
            'accept an offer.',
        ],
      },
      {
        heading: 'Communication',
        paragraphs: [
          'By continuing you allow Saakh to send you updates about your application by SMS and WhatsApp. ' +
            'You can withdraw the WhatsApp consent at any time from your profile.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          'Your information is used to process your application, to meet legal and regulatory duties, and to keep ' +
            'your account secure. It is shared only with the lending partner handling your application and the ' +
            'service providers they need for it.',
        ],
      },
    ],
  },
];

export function findTermsDocument(id: string): TermsDocument | undefined {
  return documents.find((document) => document.id === id);
}

const escapeHtml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function termsHtml(document: TermsDocument): string {
  const sections = document.sections
    .map((section, index) => {
      const id = `section-${index + 1}`;
      const paragraphs = section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n      ');
      return `<section aria-labelledby="${id}">
      <h2 id="${id}">${escapeHtml(section.heading)}</h2>
      ${paragraphs}
    </section>`;
    })
    .join('\n    ');
  return `<!doctype html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(document.title)}</title>
  <style>
    body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: #1f2933; background: #fff; }
    main { max-width: 42rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
    h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.25rem; }
    h2 { font-size: 1.15rem; margin: 2rem 0 0.5rem; }
    .meta { color: #4a5563; margin: 0; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(document.title)}</h1>
    <p class="meta">Version ${escapeHtml(document.id)}, in force from ${escapeHtml(document.effectiveFrom)}</p>
    ${sections}
  </main>
</body>
</html>
`;
}
