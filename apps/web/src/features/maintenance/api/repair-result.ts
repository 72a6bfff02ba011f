import { z } from 'zod';

/** What the repair calls answer: success and, usually, a text describing what was fixed. */
export const repairResultSchema = z.looseObject({
  success: z.literal(true),
  message: z.string().optional(),
});
export type RepairResult = z.infer<typeof repairResultSchema>;
