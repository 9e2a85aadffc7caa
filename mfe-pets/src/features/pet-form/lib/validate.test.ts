import { describe, expect, it } from 'vitest';
import { HealthResultInput, NewParentInput, PetDocumentInput, PetInput, PetPersonInput, PetRegistration } from '@bc/shared/contracts';
import { emptyNewParent, emptyValues, type PetFormValues } from './form-values';
import { validatePet } from './validate';

/** The one `maxLength` (or `maxItems`) a schema sets, looking through nullable and union branches and properties. */
function schemaMax(schema: unknown, keyword: 'maxLength' | 'maxItems'): number {
  const found = new Set<number>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { anyOf, properties, [keyword]: max } = node as { anyOf?: unknown[]; properties?: Record<string, unknown>; [key: string]: unknown };
    if (typeof max === 'number') found.add(max);
    anyOf?.forEach(walk);
    if (properties) Object.values(properties).forEach(walk);
  };
  walk(schema);
  expect(found.size, `one ${keyword} in the schema`).toBe(1);
  return [...found][0];
}

type Fill = (values: PetFormValues, text: string) => void;

/** Form field (its error path), the schema the API checks it with, and how the form holds a text in it. */
const TEXT_FIELDS: [string, unknown, Fill][] = [
  ['registeredName', PetInput.properties.registeredName, (v, text) => (v.registeredName = text)],
  ['callName', PetInput.properties.callName, (v, text) => (v.callName = text)],
  ['kennelPrefix', PetInput.properties.kennelPrefix, (v, text) => (v.kennelPrefix = text)],
  ['microchip', PetInput.properties.microchip, (v, text) => (v.microchip = text)],
  ['titles', PetInput.properties.titles, (v, text) => (v.titles = text)],
  ['workingResults', PetInput.properties.workingResults, (v, text) => (v.workingResults = text)],
  ['registrations.r1.registry', PetRegistration.properties.registry, (v, text) => (v.registrations = [{ key: 'r1', registry: text, number: 'N1' }])],
  ['registrations.r1.number', PetRegistration.properties.number, (v, text) => (v.registrations = [{ key: 'r1', registry: 'LKF', number: text }])],
  ['breeder', PetPersonInput, (v, text) => (v.breeder = { mode: 'name', userId: null, nickname: null, name: text })],
  ['newSire.registeredName', NewParentInput.properties.registeredName, (v, text) => (v.newSire = { ...emptyNewParent(), registeredName: text })],
  [
    'health.h1.lab',
    HealthResultInput.properties.lab,
    (v, text) => (v.health = [{ key: 'h1', set: 'dna:cea', value: 'N/N', date: '', lab: text, documentId: null, upload: null }]),
  ],
  [
    'documents.d1.title',
    PetDocumentInput.anyOf[0].properties.title,
    (v, text) => (v.documents = [{ key: 'd1', id: 5, upload: null, url: null, kind: 'other', title: text }]),
  ],
];

const errorsWith = (fill: Fill, text: string) => {
  const values = emptyValues();
  fill(values, text);
  return validatePet(values);
};

describe('the form refuses exactly what the API refuses (its maximums are the schemas’)', () => {
  it.each(TEXT_FIELDS)('%s', (path, schema, fill) => {
    const max = schemaMax(schema, 'maxLength');
    expect(errorsWith(fill, 'x'.repeat(max))[path]).toBeUndefined();
    expect(errorsWith(fill, 'x'.repeat(max + 1))[path]).toEqual({ key: 'tooLong', params: { max } });
  });

  it('registrations and health results: as many as the schema allows', () => {
    const registrations = (count: number) =>
      validatePet({ ...emptyValues(), registrations: Array.from({ length: count }, (_, i) => ({ key: `r${i}`, registry: '', number: '' })) });
    const maxRegistrations = schemaMax(PetInput.properties.registrations, 'maxItems');
    expect(registrations(maxRegistrations).registrations).toBeUndefined();
    expect(registrations(maxRegistrations + 1).registrations).toEqual({ key: 'tooMany', params: { max: maxRegistrations } });

    const health = (count: number) =>
      validatePet({
        ...emptyValues(),
        health: Array.from({ length: count }, (_, i) => ({ key: `h${i}`, set: 'baer', value: '+/+', date: '', lab: '', documentId: null, upload: null })),
      });
    const maxHealth = schemaMax(PetInput.properties.health, 'maxItems');
    expect(health(maxHealth).health).toBeUndefined();
    expect(health(maxHealth + 1).health).toEqual({ key: 'tooMany', params: { max: maxHealth } });
  });

  it('a microchip: the characters the schema’s pattern allows', () => {
    const microchip = (text: string) => errorsWith((v, value) => (v.microchip = value), text).microchip;
    expect(microchip('643 0941-00.123')).toBeUndefined();
    expect(microchip('-643094100')).toEqual({ key: 'microchipFormat' });
    expect(new RegExp(PetInput.properties.microchip.anyOf[0].pattern!).test('-643094100')).toBe(false);
  });
});
