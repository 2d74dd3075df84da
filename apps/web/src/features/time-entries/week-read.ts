/** The call that reads a worker's entries between two days (company spec §7 "Time entries"). */
export const WEEK_PATH = 'time-entries';

export const weekQuery = (userId: string, start: string, end: string) => ({
  user_id: userId,
  start_date: start,
  end_date: end,
});
