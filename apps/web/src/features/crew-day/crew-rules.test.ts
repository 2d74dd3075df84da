import { describe, expect, it } from 'vitest';
import type { Crew } from '@sitehours/contract/schemas';
import {
  allAnswered,
  crewFormErrors,
  crewFormValues,
  crewPayload,
  crewStatusPayload,
  leadsAmong,
  mayLead,
  pinInput,
  sortCrews,
} from './crew-rules';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const crew = (patch: Partial<Crew> = {}): Crew => ({
  id: 'c1',
  name: 'Framers',
  defaultJobId: null,
  defaultJobName: null,
  isActive: true,
  members: [
    { userId: A, name: 'Ana', isLead: true },
    { userId: B, name: 'Ben', isLead: false },
  ],
  ...patch,
});

describe('the crew form', () => {
  it('reads a crew into the form and back into the request', () => {
    const values = crewFormValues(crew());
    expect(values).toEqual({ name: 'Framers', defaultJobId: '', memberIds: [A, B], leadIds: [A] });
    expect(crewPayload({ ...values, name: '  Framers  ' })).toEqual({
      name: 'Framers',
      defaultJobId: null,
      isActive: true,
      members: [
        { userId: A, isLead: true },
        { userId: B, isLead: false },
      ],
    });
  });

  it('changes only the active state of a crew', () => {
    expect(crewStatusPayload(crew(), false)).toMatchObject({ isActive: false, name: 'Framers' });
  });

  it("checks the fields with the contract's request", () => {
    expect(crewFormErrors({ name: ' ', defaultJobId: '', memberIds: [], leadIds: [] })).toEqual({
      name: 'crewNameRequired',
    });
    expect(crewFormErrors(crewFormValues(crew()))).toEqual({});
  });

  it('keeps leads among the members only', () => {
    expect(leadsAmong([A, B], [B])).toEqual([B]);
  });

  it('lets managers, admins and crew leads lead', () => {
    expect(mayLead({ roles: ['standard_user'], crewLead: false })).toBe(false);
    expect(mayLead({ roles: ['standard_user'], crewLead: true })).toBe(true);
    expect(mayLead({ roles: ['company_manager'], crewLead: false })).toBe(true);
    expect(mayLead({ roles: ['company_admin'], crewLead: false })).toBe(true);
  });

  it('lists active crews first, then by name', () => {
    const list = sortCrews([
      crew({ id: '1', name: 'Zeta' }),
      crew({ id: '2', name: 'Alpha', isActive: false }),
      crew({ id: '3', name: 'Beta' }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['3', '1', '2']);
  });
});

describe('signing', () => {
  it('needs every question answered', () => {
    const questions = [{ id: 'injured' }, { id: 'breaks' }];
    expect(allAnswered(questions, { injured: false })).toBe(false);
    expect(allAnswered(questions, { injured: false, breaks: true })).toBe(true);
  });

  it('keeps digits only in a PIN, six at most', () => {
    expect(pinInput('12a3-45678')).toBe('123456');
  });
});
