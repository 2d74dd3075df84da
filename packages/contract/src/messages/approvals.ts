import type { MessageCode } from './catalogue';
/** Texts of the approval steps: the worker's submit and the review of a job's or crew's time. */
export const APPROVAL_MESSAGES = {
  weekStartRequired: 'approvalWeekStartRequired',
  weekStartNotMonday: 'approvalWeekStartNotMonday',
  nothingToSubmit: 'approvalNothingToSubmit',
  submitted: 'approvalSubmitted',
  unsubmitted: 'approvalUnsubmitted',
  alreadyReviewed: 'approvalAlreadyReviewed',
  notReviewer: 'approvalNotReviewer',
  nothingChosen: 'approvalNothingChosen',
  reviewed: 'approvalReviewed',
  managerNotAllowed: 'approvalManagerNotAllowed',
} as const satisfies Record<string, MessageCode>;
