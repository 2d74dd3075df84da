import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ROLES, ROLE_DISPLAY_NAMES, STAFF_ROLE_OPTIONS } from '@sitehours/contract/rules';
import english from '@/locales/en/staff.json';
import spanish from '@/locales/es/staff.json';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { staff: english }, es: { staff: spanish } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

describe('staff texts', () => {
  it('names the roles as the contract does, in English', () => {
    const t = i18n.getFixedT('en', 'staff');
    for (const role of COMPANY_ROLES) expect(t(`role.${role}`)).toBe(ROLE_DISPLAY_NAMES[role]);
    for (const option of STAFF_ROLE_OPTIONS) expect(t(`role.${option.value}`)).toBe(option.label);
    for (const role of COMPANY_ROLES)
      expect(t(`group.add.${role}`)).toBe(`Add ${ROLE_DISPLAY_NAMES[role]}`);
  });

  it("counts a group's users ('N User(s)') in both languages", () => {
    const en = i18n.getFixedT('en', 'staff');
    expect(en('group.count', { count: 0 })).toBe('0 Users');
    expect(en('group.count', { count: 1 })).toBe('1 User');
    expect(en('group.count', { count: 3 })).toBe('3 Users');
    const es = i18n.getFixedT('es', 'staff');
    expect(es('group.count', { count: 1 })).toBe('1 usuario');
    expect(es('group.count', { count: 3 })).toBe('3 usuarios');
  });
});
