import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '@/app/i18n/format';
import english from '@/locales/en/workTypes.json';
import spanish from '@/locales/es/workTypes.json';
import { compRateText, rateRangeText } from './work-type-texts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { workTypes: english }, es: { workTypes: spanish } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

describe('WC code texts', () => {
  it('reads the rate bands and comp rates in the specification’s English', () => {
    const t = i18n.getFixedT('en', 'workTypes');
    const format = formattersFor('en');
    const range = (minHourlyRate: number, maxHourlyRate: number) =>
      rateRangeText({ minHourlyRate, maxHourlyRate }, t, format);
    expect(range(0, 0)).toBe('All rates');
    expect(range(36, 999.99)).toBe('$36.00 and above');
    expect(range(0, 36)).toBe('Below $36.00');
    expect(range(20, 950)).toBe('$20.00 – $950.00');
    expect(compRateText(5.4, t, format)).toBe('5.40%');
  });

  it('reads them in Spanish with the es-US formats', () => {
    const t = i18n.getFixedT('es', 'workTypes');
    const format = formattersFor('es');
    expect(rateRangeText({ minHourlyRate: 0, maxHourlyRate: 36 }, t, format)).toBe(
      'Menos de $36.00',
    );
    expect(compRateText(5.4, t, format)).toBe('5.40%');
  });
});
