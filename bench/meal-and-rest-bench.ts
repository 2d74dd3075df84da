/**
 * The California compliance engine over a week of a large company: 1,000 workers, five days of
 * punches each (a morning, a meal, an afternoon; some days long, some meals late or short, a job
 * change at a second rate), judged day by day with the week's premium pay. Target: < 1 s.
 *
 *   npm run bench:meal-and-rest -w @sitehours/bench
 */
import os from 'node:os';
import {
  judgeWorkday,
  premiumPayCents,
  type DayPeriod,
  type RatedMinutes,
} from '@sitehours/contract/rules';

const WORKERS = 1_000;
const DAYS = 5;
const RUNS = 7;
const TARGET_MS = 1_000;

/** A deterministic week of punches: the same every run. */
function weekOf(worker: number) {
  const days: { periods: DayPeriod[]; restBreaksGiven: boolean | null }[] = [];
  const rated: RatedMinutes[] = [];
  for (let d = 0; d < DAYS; d++) {
    const seed = (worker * 31 + d * 7) % 97;
    const start = 7 * 60 + (seed % 15);
    const morning = 240 + (seed % 90); // 4:00 to 5:29 before the meal: some late
    const meal = seed % 11 === 0 ? 20 : 30; // some short
    const afternoon = 180 + (seed % 240); // long days need a second meal
    days.push({
      periods: [
        { kind: 'work', start, end: start + morning },
        { kind: 'meal', start: start + morning, end: start + morning + meal },
        { kind: 'work', start: start + morning + meal, end: start + morning + meal + afternoon },
      ],
      restBreaksGiven: seed % 13 === 0 ? null : seed % 17 !== 0,
    });
    rated.push({ minutes: morning, rate: '28.75' }, { minutes: afternoon, rate: '34.50' });
  }
  return { days, rated };
}

const weeks = Array.from({ length: WORKERS }, (_, w) => weekOf(w));

function judgeWeek() {
  let premiumCents = 0n;
  let premiumHours = 0;
  for (const week of weeks) {
    let hours = 0;
    for (const day of week.days) {
      const judged = judgeWorkday(day);
      hours += judged.mealPremiumHours + judged.restPremiumHours;
    }
    premiumHours += hours;
    premiumCents += premiumPayCents(week.rated, hours);
  }
  return { premiumCents, premiumHours };
}

const times: number[] = [];
let result = judgeWeek();
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  result = judgeWeek();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `Meal and rest periods: ${WORKERS} workers × ${DAYS} days, ${RUNS} runs on ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(
  `premium hours ${result.premiumHours}, premium pay $${(Number(result.premiumCents) / 100).toFixed(2)}`,
);
console.log(
  `min ${times[0]!.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target < ${TARGET_MS} ms): ${median < TARGET_MS ? 'met' : 'NOT met'}`,
);
if (median >= TARGET_MS) process.exitCode = 1;
