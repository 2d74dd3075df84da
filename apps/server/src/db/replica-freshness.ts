/**
 * How fresh a streaming replica is, read off the primary's write-ahead log positions: every
 * half second the server notes the primary's position and the time it asked (a sample). Whatever
 * the primary had committed when it was asked lies at or before that position, so a replica that
 * has replayed up to it holds every commit made before that time. No clocks of other machines
 * are compared, and a replica whose stream has broken is seen to age.
 */

/** A write-ahead log position ('16/B374D848') as a number. */
export function lsnValue(lsn: string): bigint {
  const parts = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn);
  if (!parts) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${parts[1]}`) << 32n) + BigInt(`0x${parts[2]}`);
}

export interface PositionSample {
  /** When the primary was asked (this process's clock, ms). */
  at: number;
  /** The primary's WAL position then. */
  lsn: bigint;
}

/** The samples of the last minutes, oldest first. */
export class PositionSamples {
  private readonly samples: PositionSample[] = [];

  constructor(private readonly keepMs: number) {}

  add(sample: PositionSample): void {
    this.samples.push(sample);
    const oldest = sample.at - this.keepMs;
    while ((this.samples[0]?.at ?? Infinity) < oldest) this.samples.shift();
  }

  /**
   * The latest time before which every commit is on a replica that has replayed up to `replayed`,
   * or undefined when not even the oldest sample kept is.
   */
  asOf(replayed: bigint): number | undefined {
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const sample = this.samples[i]!;
      if (sample.lsn <= replayed) return sample.at;
    }
    return undefined;
  }
}

export type ReplicaVerdict =
  | { use: 'replica'; asOf: number }
  | { use: 'primary'; reason: 'lagging' | 'own-write' | 'unknown' };

export interface ReplicaFacts {
  now: number;
  /** When the replica's data was complete (see `PositionSamples.asOf`). */
  asOf: number | undefined;
  /** The caller's latest write known here (its response, or another instance's notice of it). */
  callerWroteAt: number | undefined;
  maxLagMs: number;
}

/**
 * Whether a read may be answered from the replica: only when its data is younger than the bound,
 * and complete up to after the caller's own latest write (so a report after an approval shows it).
 */
export function judgeReplica(facts: ReplicaFacts): ReplicaVerdict {
  if (facts.asOf === undefined) return { use: 'primary', reason: 'unknown' };
  if (facts.now - facts.asOf > facts.maxLagMs) return { use: 'primary', reason: 'lagging' };
  if (facts.callerWroteAt !== undefined && facts.asOf <= facts.callerWroteAt) {
    return { use: 'primary', reason: 'own-write' };
  }
  return { use: 'replica', asOf: facts.asOf };
}
