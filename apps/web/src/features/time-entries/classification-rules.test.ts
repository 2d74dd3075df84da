import { describe, expect, it } from 'vitest';
import {
  asksEquipment,
  classificationOptions,
  entryClassification,
  withClassification,
  type ClassificationChoice,
} from './classification-rules';

const laborer: ClassificationChoice = { id: 'k1', name: 'Laborer Group 1', isOperator: false };
const operator: ClassificationChoice = { id: 'k2', name: 'Operator Group 3', isOperator: true };
const choices = [laborer, operator];

describe('the Classification select', () => {
  it('offers the job’s classifications, keeping the edited entry’s retired one', () => {
    expect(classificationOptions(choices, null, 'j1')).toEqual([
      { value: 'k1', label: 'Laborer Group 1' },
      { value: 'k2', label: 'Operator Group 3' },
    ]);
    const kept = { jobId: 'j1', classificationId: 'k0', currentLabel: 'Current classification' };
    expect(classificationOptions(choices, kept, 'j1').at(-1)).toEqual({
      value: 'k0',
      label: 'Current classification',
    });
    // Not on another job, nor twice when still offered.
    expect(classificationOptions(choices, kept, 'j2')).toHaveLength(2);
    expect(classificationOptions(choices, { ...kept, classificationId: 'k1' }, 'j1')).toHaveLength(
      2,
    );
    expect(classificationOptions(choices, { ...kept, classificationId: '' }, 'j1')).toHaveLength(2);
  });

  it('asks for the equipment only in an operator classification', () => {
    expect(asksEquipment(choices, 'k2')).toBe(true);
    expect(asksEquipment(choices, 'k1')).toBe(false);
    expect(asksEquipment(choices, '')).toBe(false);
    expect(asksEquipment([], 'k2')).toBe(false);
  });

  it('drops the equipment when the classification chosen is not an operator’s', () => {
    const values = { classificationId: 'k2', equipment: 'Excavator' };
    expect(withClassification(values, 'k2', choices)).toEqual(values);
    expect(withClassification(values, 'k1', choices)).toEqual({
      classificationId: 'k1',
      equipment: '',
    });
    expect(withClassification(values, '', choices)).toEqual({
      classificationId: '',
      equipment: '',
    });
  });
});

describe('an entry card', () => {
  const entry = { isPto: false, classificationId: 'k2', equipment: ' Excavator ' };

  it('names the classification and the equipment', () => {
    expect(entryClassification(entry, choices)).toEqual({
      name: 'Operator Group 3',
      equipment: 'Excavator',
    });
    expect(
      entryClassification({ ...entry, classificationId: 'k1', equipment: null }, choices),
    ).toEqual({ name: 'Laborer Group 1', equipment: null });
  });

  it('shows the equipment alone while the name is unknown, and nothing without either', () => {
    expect(entryClassification(entry, undefined)).toEqual({ name: null, equipment: 'Excavator' });
    expect(entryClassification({ ...entry, equipment: null }, [])).toBeNull();
    expect(entryClassification({ ...entry, classificationId: null }, choices)).toBeNull();
    expect(entryClassification({ ...entry, isPto: true }, choices)).toBeNull();
    expect(entryClassification({ isPto: false }, choices)).toBeNull();
  });
});
