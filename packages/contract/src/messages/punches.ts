import type { MessageCode } from './catalogue';
/** Texts of the punch clock and its answers. */
export const PUNCH_MESSAGES = {
  timeCaptureOff: 'punchTimeCaptureOff',
  alreadyClockedIn: 'punchAlreadyClockedIn',
  notClockedIn: 'punchNotClockedIn',
  onMeal: 'punchOnMeal',
  notOnMeal: 'punchNotOnMeal',
  beforeLast: 'punchBeforeLast',
  inFuture: 'punchInFuture',
  chooseJob: 'punchChooseJob',
  chooseWorkType: 'punchChooseWorkType',
  clientIdTaken: 'punchClientIdTaken',
  invalidTime: 'punchInvalidTime',
  invalidKind: 'punchInvalidKind',
  invalidPosition: 'punchInvalidPosition',
  tooLong: 'punchStretchTooLong',
  startAfterEnd: 'entryStartAfterEnd',
  enterTimes: 'entryEnterTimes',
  siteIncomplete: 'jobSiteIncomplete',
  siteRadiusRange: 'jobSiteRadiusRange',
} as const satisfies Record<string, MessageCode>;
