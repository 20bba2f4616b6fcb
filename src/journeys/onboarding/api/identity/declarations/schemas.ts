import * as v from 'valibot';
import { applicationPositionSchema } from '../../../../../api/onboarding/position.ts';

export const DECLARATION_TOPICS = ['name', 'dob'] as const;
export type DeclarationTopic = (typeof DECLARATION_TOPICS)[number];

export const dualDocumentSchema = v.object({
  code: v.string(),
  label: v.string(),
  // Open strings: a topic the app does not know yet is simply never offered.
  declarations: v.array(v.string()),
});

export const dualDocumentsSchema = v.object({ documents: v.array(dualDocumentSchema) });

export const additionalDocumentsSchema = v.object({
  additionalDocuments: v.array(v.object({ declaration: v.string(), required: v.boolean(), declared: v.boolean() })),
});

const declarationSchema = v.nullable(
  v.object({ documentType: v.string(), documentNumber: v.string(), declaredAt: v.string() }),
);

export const nameDeclarationSchema = v.object({
  required: v.boolean(),
  nameOnPan: v.nullable(v.string()),
  nameOnApplication: v.nullable(v.string()),
  declaration: declarationSchema,
});

export const dobDeclarationSchema = v.object({
  required: v.boolean(),
  dobOnAadhaar: v.nullable(v.string()),
  dobOnApplication: v.nullable(v.string()),
  declaration: declarationSchema,
});

export const nameDeclarationAnswerSchema = v.object({
  application: applicationPositionSchema,
  ...nameDeclarationSchema.entries,
});
export const dobDeclarationAnswerSchema = v.object({
  application: applicationPositionSchema,
  ...dobDeclarationSchema.entries,
});

export const vernacularDeclarationsSchema = v.object({
  declarations: v.array(v.object({ language: v.string(), label: v.string(), text: v.string() })),
});

const vernacularRecordSchema = v.nullable(v.object({ language: v.string(), declaredAt: v.string() }));

export const vernacularDeclarationSchema = v.object({ vernacularDeclaration: vernacularRecordSchema });

export const vernacularAnswerSchema = v.object({
  application: applicationPositionSchema,
  vernacularDeclaration: vernacularRecordSchema,
});

export interface DeclarationRequest {
  documentType: string;
  documentNumber: string;
}

export type DualDocument = v.InferOutput<typeof dualDocumentSchema>;
export type AdditionalDocuments = v.InferOutput<typeof additionalDocumentsSchema>;
export type VernacularDeclaration = v.InferOutput<typeof vernacularDeclarationSchema>;
