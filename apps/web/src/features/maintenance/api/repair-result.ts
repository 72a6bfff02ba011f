/** What a repair card shows of a repair's answer: success and, usually, a text describing what was fixed. */
export interface RepairResult {
  success: true;
  message?: string;
}
