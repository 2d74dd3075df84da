import { describe, expect, it } from 'vitest';
import {
  companyOptions,
  currentCompanyOf,
  needsCompanyChoice,
  needsSwitch,
  offersCompanySwitch,
  rememberedCompanyId,
} from './company-choice';

const CONSTRUCTION = '0b6c8d3e-6a1f-4c59-9d0e-3f1a2b3c4d5e';
const ELECTRIC = '7f3e2d1c-0b9a-4876-a5b4-c3d2e1f0a9b8';
const BIRCH = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const three = [{ id: CONSTRUCTION }, { id: ELECTRIC }, { id: BIRCH }];
const person = { companies: three, isGlobalAdmin: false, inSupportSession: false };

describe('rememberedCompanyId', () => {
  it('sends the stored company id with the sign-in', () => {
    expect(rememberedCompanyId(ELECTRIC)).toBe(ELECTRIC);
    expect(rememberedCompanyId(` ${ELECTRIC.toUpperCase()} `)).toBe(ELECTRIC.toUpperCase());
  });

  it('sends nothing when the device remembers none, or something that is not an id', () => {
    expect(rememberedCompanyId(null)).toBeUndefined();
    expect(rememberedCompanyId(undefined)).toBeUndefined();
    expect(rememberedCompanyId('')).toBeUndefined();
    expect(rememberedCompanyId('c1')).toBeUndefined();
    expect(rememberedCompanyId('{"id":"x"}')).toBeUndefined();
  });
});

describe('currentCompanyOf', () => {
  it('is the company the sign-in is scoped to', () => {
    expect(currentCompanyOf(three, ELECTRIC)).toEqual({ id: ELECTRIC });
    expect(currentCompanyOf(three, BIRCH)).toEqual({ id: BIRCH });
  });

  it('is the first listed when the scope is not listed or not known', () => {
    expect(currentCompanyOf(three, null)).toEqual({ id: CONSTRUCTION });
    expect(currentCompanyOf(three, 'gone')).toEqual({ id: CONSTRUCTION });
    expect(currentCompanyOf([{ id: CONSTRUCTION }], CONSTRUCTION)).toEqual({ id: CONSTRUCTION });
  });

  it('is none without companies', () => {
    expect(currentCompanyOf([], CONSTRUCTION)).toBeNull();
  });
});

describe('needsCompanyChoice', () => {
  it('asks a person of several companies when the device remembers none of them', () => {
    expect(needsCompanyChoice({ ...person, remembered: undefined })).toBe(true);
    // A company of another person who used this device, or one they no longer work for.
    expect(
      needsCompanyChoice({ ...person, remembered: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a' }),
    ).toBe(true);
  });

  it('goes straight on when the device remembers one of their companies', () => {
    for (const { id } of three)
      expect(needsCompanyChoice({ ...person, remembered: id })).toBe(false);
  });

  it('never asks a person of one company, or of none', () => {
    expect(
      needsCompanyChoice({ ...person, companies: [{ id: CONSTRUCTION }], remembered: undefined }),
    ).toBe(false);
    expect(needsCompanyChoice({ ...person, companies: [], remembered: undefined })).toBe(false);
  });

  it('never asks an operator, in a support session or not', () => {
    expect(needsCompanyChoice({ ...person, isGlobalAdmin: true, remembered: undefined })).toBe(
      false,
    );
    expect(
      needsCompanyChoice({
        ...person,
        isGlobalAdmin: true,
        inSupportSession: true,
        remembered: undefined,
      }),
    ).toBe(false);
  });
});

describe('needsSwitch', () => {
  it('switches only to another company than the current one', () => {
    expect(needsSwitch(ELECTRIC, CONSTRUCTION)).toBe(true);
    expect(needsSwitch(ELECTRIC, null)).toBe(true);
    expect(needsSwitch(ELECTRIC, ELECTRIC)).toBe(false);
  });
});

describe('offersCompanySwitch', () => {
  it('offers the switcher when there are several companies to move between', () => {
    // A person of several companies, or an operator in a client with several.
    expect(offersCompanySwitch(three)).toBe(true);
    expect(offersCompanySwitch([{ id: CONSTRUCTION }])).toBe(false);
    expect(offersCompanySwitch([])).toBe(false);
  });
});

describe('companyOptions', () => {
  it("lists the companies in the profile's order and marks the current one", () => {
    expect(companyOptions(three, ELECTRIC)).toEqual([
      { id: CONSTRUCTION, current: false },
      { id: ELECTRIC, current: true },
      { id: BIRCH, current: false },
    ]);
    expect(companyOptions(three, null).every((c) => !c.current)).toBe(true);
  });
});
