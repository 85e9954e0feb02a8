import { z } from 'zod';
import { versionSchema } from '../enterprise/org-info.ts';
import { idSchema } from '../common.ts';
import { isoDateTimeText, singleLineText } from '../text.ts';
import { PROJECT_LIMITS, PROJECT_TYPES } from './enums.ts';
import { projectSettings } from './settings.ts';
import { planeChoicesShape } from './preview.ts';
import { processRulesField } from './piece-process.ts';
import { rotationLockRulesField } from './piece-rotation.ts';

const optionalText = (max: number) =>
  singleLineText().trim().max(max, 'common.tooLong').default('');
/** ISO time; "not before now" is checked by the server when the call arrives. */
const deliveryAt = isoDateTimeText().nullable().optional();

/** One plane of a manual order: a DXF uploaded first with webAttachment/uploadFile (purpose dxf). */
export const planeInput = z.strictObject({
  name: singleLineText()
    .trim()
    .min(1, 'common.required')
    .max(PROJECT_LIMITS.planeNameMax, 'common.tooLong'),
  batch: optionalText(PROJECT_LIMITS.batchMax),
  fileId: idSchema,
  /** The uploaded file's own name, shown in the upload records. */
  fileName: singleLineText().trim().max(255, 'common.tooLong').optional(),
  /** Units, dropped layers and pieces, and flagged pieces kept, as chosen in the preview. */
  ...planeChoicesShape,
  /** Process codes given to pieces by layer or code prefix as they are read (issue 17). */
  processRules: processRulesField,
  /** Pieces locked to their drawn orientation (vein) by layer or code prefix (issue 24). */
  rotationLockRules: rotationLockRulesField,
});
export type PlaneInput = z.input<typeof planeInput>;

const basicShape = {
  name: singleLineText().trim().max(PROJECT_LIMITS.nameMax, 'project.nameTooLong').default(''),
  orderNo: optionalText(PROJECT_LIMITS.orderNoMax),
  customerName: optionalText(PROJECT_LIMITS.customerMax),
  customerBrand: optionalText(PROJECT_LIMITS.customerMax),
  deliveryAt,
  projectType: z.enum(PROJECT_TYPES).default('engineering'),
};

/**
 * webProduce/createSolution (manual order / CAD upload). A missing name and a missing file give
 * one combined message (product-spec §5); each alone gives its own.
 */
export const createProjectBody = z
  .strictObject({
    ...basicShape,
    planes: z.array(planeInput).max(PROJECT_LIMITS.planesMax).default([]),
    settings: projectSettings.optional(),
    requestId: singleLineText().max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const noName = body.name === '';
    const noFile = body.planes.length === 0;
    if (noName && noFile) {
      for (const path of ['name', 'planes'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'project.nameAndFileRequired' });
    } else if (noName) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'project.nameRequired' });
    } else if (noFile) {
      ctx.addIssue({ code: 'custom', path: ['planes'], message: 'project.fileRequired' });
    }
  });
export type CreateProjectBody = z.input<typeof createProjectBody>;
export const createProjectData = z.object({ id: z.string() });

/** webProduce/updateSolution: the basic fields; planes and settings have their own calls. */
export const updateProjectBody = z.strictObject({
  id: idSchema,
  ...basicShape,
  name: singleLineText()
    .trim()
    .min(1, 'project.nameRequired')
    .max(PROJECT_LIMITS.nameMax, 'project.nameTooLong'),
  version: versionSchema,
});
export type UpdateProjectBody = z.input<typeof updateProjectBody>;

export const updateProjectSettingsBody = z.strictObject({
  id: idSchema,
  settings: projectSettings,
  version: versionSchema,
});
export type UpdateProjectSettingsBody = z.input<typeof updateProjectSettingsBody>;
