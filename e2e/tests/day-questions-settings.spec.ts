import { expect as baseExpect, test } from '@playwright/test';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { apiOf, stampOf } from './review-helpers';

/**
 * End-of-day questions in Company Settings: an admin of Harbor Marine Services (a demo
 * client no other journey changes) adds a yes/no question and turns on "Require signatures
 * before approval"; both are stored. The injury question cannot be removed, and a question needs
 * its words. Then the section in Spanish on a phone, scanned by axe. Each test puts the
 * company's questions back as they were.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const ADMIN = 'sam.whitaker@harbor-marine.test';

interface DayQuestions {
  questions: { id: string; kind: string; text: string | null }[];
  requireSignatures: boolean;
}

async function adminApi(request: Parameters<typeof apiSignIn>[0]) {
  return apiOf(request, await apiSignIn(request, ADMIN, DEMO_PASSWORD));
}

test('an admin adds a question and requires signatures before approval', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const before = await admin.get<DayQuestions>('/api/day-questions');
  const text = `Did you wear your hard hat? ${stampOf()}`;
  try {
    await openAs(page, ADMIN, '/company-settings');
    const section = page.getByRole('region', { name: 'End-of-day questions' });
    const list = section.getByRole('list', { name: 'Questions asked at the end of the day' });
    const injury = list.getByRole('listitem').filter({ hasText: 'Were you injured today?' });
    await expect(injury).toContainText('Always asked');
    await expect(injury.getByRole('button')).toHaveCount(0);
    await expect(list).toContainText('Did you get your meal and rest breaks?');

    // A question needs its words.
    await section.getByRole('button', { name: 'Add a question' }).click();
    const field = section.getByRole('textbox').last();
    await expect(field).toBeFocused();
    await section.getByRole('button', { name: 'Save questions' }).click();
    await expect(section.getByText('Please enter the question.')).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(text);
    await section.getByRole('switch', { name: 'Require signatures before approval' }).check();
    await section.getByRole('button', { name: 'Save questions' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'questions were saved' }),
    ).toBeVisible();

    const saved = await admin.get<DayQuestions>('/api/day-questions');
    expect(saved.requireSignatures).toBe(true);
    expect(saved.questions.map((q) => q.kind)).toEqual([
      ...before.questions.map((q) => q.kind),
      'custom',
    ]);
    expect(saved.questions.at(-1)).toMatchObject({ kind: 'custom', text });

    // After a reload the section shows what is stored.
    await page.reload();
    await expect(section.getByRole('textbox').last()).toHaveValue(text);
    await expect(
      section.getByRole('switch', { name: 'Require signatures before approval' }),
    ).toBeChecked();
  } finally {
    await admin.put('/api/day-questions', {
      questions: before.questions,
      requireSignatures: before.requireSignatures,
    });
  }
});

test.describe('in Spanish on a phone', () => {
  test.use({ locale: LOCALES.es, viewport: VIEWPORTS.mobile });

  test('the end-of-day questions pass axe', async ({ page, request }) => {
    test.setTimeout(60_000);
    const admin = await adminApi(request);
    const before = await admin.get<DayQuestions>('/api/day-questions');
    try {
      await openAs(page, ADMIN, '/company-settings');
      const section = page.getByRole('region', { name: 'Preguntas de fin de día' });
      await expect(section.getByText('¿Se lesionó hoy?')).toBeVisible();
      await section.getByRole('button', { name: 'Agregar una pregunta' }).click();
      await section.getByRole('button', { name: 'Guardar preguntas' }).click();
      await expect(section.getByText('Escriba la pregunta.')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await expectAccessibleAtBothSizes(page, 'Configuración, preguntas de fin de día (error)');
    } finally {
      await admin.put('/api/day-questions', {
        questions: before.questions,
        requireSignatures: before.requireSignatures,
      });
    }
  });
});
