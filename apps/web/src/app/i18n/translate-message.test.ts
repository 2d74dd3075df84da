import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGES_NAMESPACE } from './namespaces';
import { translateMessage } from './translate-message';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const spanish: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(LOCALES, 'es', `${MESSAGES_NAMESPACE}.json`), 'utf8'),
);

function instance(language: string, messages: Record<string, string>) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    resources: { es: { [MESSAGES_NAMESPACE]: messages } },
    keySeparator: false,
    nsSeparator: false,
  });
  return i18n;
}

describe('translateMessage', () => {
  const es = instance('es', {
    'Job not found': 'No se encontró la obra',
    'Work type "{{name}}" not found.': 'No se encontró el tipo de trabajo "{{name}}".',
    'Company "{{name}}" created successfully! Welcome email sent to {{email}}':
      '¡Empresa "{{name}}" creada! Se envió el correo electrónico de bienvenida a {{email}}',
  });

  it('translates a message it has word for word', () => {
    expect(translateMessage(es, 'Job not found')).toBe('No se encontró la obra');
  });

  it('fills the placeholders of a pattern with the parts that vary', () => {
    expect(translateMessage(es, 'Work type "Framing" not found.')).toBe(
      'No se encontró el tipo de trabajo "Framing".',
    );
    expect(
      translateMessage(
        es,
        'Company "Cedar Roofing" created successfully! Welcome email sent to owner@cedar.test',
      ),
    ).toBe(
      '¡Empresa "Cedar Roofing" creada! Se envió el correo electrónico de bienvenida a owner@cedar.test',
    );
  });

  it('leaves a message it does not know in English, and an empty one empty', () => {
    expect(translateMessage(es, 'Something nobody translated')).toBe('Something nobody translated');
    expect(translateMessage(es, 'Work type "Framing" not found')).toBe(
      'Work type "Framing" not found',
    );
    expect(translateMessage(es, '')).toBe('');
  });

  it('leaves English as it is', () => {
    expect(translateMessage(instance('en', {}), 'Job not found')).toBe('Job not found');
  });
});

describe('the Spanish messages catalogue', () => {
  const es = instance('es', spanish);
  const sample = (key: string) => key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `«${name}»`);

  it('gives each message its own translation: no earlier pattern takes it', () => {
    const wrong = Object.entries(spanish).filter(
      ([key, text]) => translateMessage(es, sample(key)) !== sample(text),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('names each placeholder of a message once', () => {
    const repeated = Object.keys(spanish).filter((key) => {
      const names = [...key.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      return new Set(names).size !== names.length;
    });
    expect(repeated).toEqual([]);
  });

  it('translates the validation messages the API builds from zod issues', () => {
    expect(translateMessage(es, 'language: Invalid option: expected one of "en"|"es"')).toBe(
      'language: opción no válida: debe ser una de "en"|"es"',
    );
    expect(
      translateMessage(es, 'body.refreshToken: Too big: expected string to have <=512 characters'),
    ).toBe('body.refreshToken: demasiado largo: como máximo 512 caracteres');
    expect(translateMessage(es, 'Company Name is required')).toBe(
      'El nombre de la empresa es obligatorio',
    );
    expect(translateMessage(es, 'Password must be at most 128 characters')).toBe(
      'La contraseña puede tener como máximo 128 caracteres',
    );
  });
});
