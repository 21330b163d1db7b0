/**
 * The lead forms' request bodies for the OpenAPI document, derived from the zod schemas the
 * forms and the server share (src/forms/schemas.ts), as JSON Schema 2020-12.
 */
import * as z from 'zod/mini';
import { limits } from '../../../src/forms/limits.ts';
import { applicationSchemaFor, inquirySchema } from '../../../src/forms/schemas.ts';

export function formBodies(openPositionIds: readonly string[]) {
  const jsonSchema = (schema: z.ZodMiniType) => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
    return rest; // the dialect is declared once, document-wide
  };
  const inquiry = jsonSchema(inquirySchema);
  const application = jsonSchema(applicationSchemaFor(openPositionIds)) as { properties?: Record<string, unknown>; required?: string[] };
  const applicationForm = {
    ...application,
    properties: {
      ...application.properties,
      position: {
        type: 'string',
        enum: [...openPositionIds],
        description: 'Id of an open job position (src/content/positions/<id>.json), as open when this document was served.',
      },
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `The CV: PDF, DOC or DOCX by its magic bytes, at most ${limits.cvMaxBytes} bytes. HR receives only a rebuilt PDF of it (page images with OCR text), made after the answer.`,
      },
    },
    required: [...(application.required ?? []), 'file'],
  };
  return { inquiry, applicationForm };
}
