import type { EntryRecord } from './entry-records';

let seq = 0;

/** A time entry for unit tests; fields default to an 8-hour pending work entry. */
export function entryFixture(over: Partial<EntryRecord>): EntryRecord {
  seq += 1;
  return {
    id: `e${seq}`,
    userId: 'u1',
    entryDate: '2026-11-16',
    hours: 8,
    notes: null,
    isPto: false,
    jobId: 'j1',
    jobName: 'Harbor Point Apartments',
    workTypeId: 'w1',
    workTypeName: 'Carpentry',
    ptoTypeId: null,
    ptoName: null,
    displayName: 'Harbor Point Apartments',
    status: 'pending',
    isPending: false,
    clientId: null,
    startedAt: null,
    endedAt: null,
    createdAt: null,
    updatedAt: null,
    ...over,
  };
}
