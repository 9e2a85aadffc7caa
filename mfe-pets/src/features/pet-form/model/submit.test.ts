import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@bc/shared/testing';
import { detail } from '../../../testing/fixtures';
import { valuesFromPet } from '../lib/form-values';
import { submitPet } from './submit';

afterEach(() => vi.unstubAllGlobals());

const upload = (key: string) => ({ key, uploadId: `${key.padEnd(22, 'x')}`, name: `${key}.png`, file: new File(['x'], `${key}.png`) });

describe('saving a pet with new files', () => {
  it('attaches the uploads after the save, then saves the complete lists with the chosen main photo', async () => {
    const pet = detail(5, { permissions: { canEdit: true, canModerate: false } });
    const values = valuesFromPet(pet);
    values.photos.push({ key: 'upload-a', id: null, upload: upload('a'), url: null, width: null, height: null });
    values.mainPhoto = 'upload-a';
    values.documents.push({ key: 'upload-d', id: null, upload: upload('d'), url: null, kind: 'pedigree', title: 'Pedigree' });
    values.health[0] = { ...values.health[0], upload: upload('c') };
    let document = 40;
    const api = mockApi({
      'POST /api/pets/5/save': { body: pet },
      'POST /api/images/add': { body: { id: 9, uploadId: 'a', petId: 5, url: '/x.webp', width: 1, height: 1, position: 2, isMain: false } },
      'POST /api/docs/add': (request) => ({
        body: { id: ++document, kind: (request.body as { kind: string }).kind, title: null, url: '/d.pdf', createdAt: '2024-01-01T00:00:00Z' },
      }),
    });

    const result = await submitPet({ id: 5, version: pet.version, values, publish: false });
    expect(result.failedFiles).toBe(0);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/pets/5/save',
      'POST /api/images/add',
      'POST /api/docs/add',
      'POST /api/docs/add',
      'POST /api/pets/5/save',
    ]);
    expect(api.calls[1].body).toEqual({ petId: 5, uploadId: 'axxxxxxxxxxxxxxxxxxxxx' });
    expect(api.calls[2].body).toEqual({ petId: 5, uploadId: 'dxxxxxxxxxxxxxxxxxxxxx', kind: 'pedigree', title: 'Pedigree' });
    const last = api.calls[4].body as Record<string, unknown>;
    expect(last.photos).toEqual([
      { id: 1, isMain: false },
      { id: 2, isMain: false },
      { id: 9, isMain: true },
    ]);
    expect(last.documents).toEqual([
      { id: 41, kind: 'pedigree', title: 'Pedigree' },
      { id: 42, kind: 'health', title: null },
    ]);
    expect(last.health).toEqual([{ set: 'hips:fci', value: 'A', date: '2021-06-01', lab: 'Vet clinic', documentId: 42 }]);
  });

  it('counts a file the server refuses and still saves the rest', async () => {
    const pet = detail(5);
    const values = valuesFromPet(pet);
    values.photos = [{ key: 'upload-a', id: null, upload: upload('a'), url: null, width: null, height: null }];
    const api = mockApi({
      'POST /api/pets/add': { status: 201, body: pet },
      'POST /api/images/add': { status: 400, body: { message: 'Not an image', statusCode: 400 } },
      'POST /api/pets/5/save': { body: pet },
    });
    const result = await submitPet({ id: null, values, publish: true });
    expect(result.failedFiles).toBe(1);
    expect((api.calls[0].body as { publishStatus: string }).publishStatus).toBe('published');
    expect((api.calls.at(-1)!.body as { photos: unknown[] }).photos).toEqual([]);
  });

  it('creates new parent records once: the second save names them by the ids the first answered', async () => {
    const pet = detail(5, { sireId: 31, damId: 12 });
    const values = valuesFromPet(detail(5));
    values.sire = null;
    values.newSire = { registeredName: ' Hillside Roy ', callName: '', kennelPrefix: 'Hillside', birth: { precision: 'year', day: '', month: '', year: '2014' }, colorId: 'black-white' };
    values.photos = [{ key: 'upload-a', id: null, upload: upload('a'), url: null, width: null, height: null }];
    const api = mockApi({
      'POST /api/pets/add': { status: 201, body: pet },
      'POST /api/images/add': { body: { id: 9, uploadId: 'a', petId: 5, url: '/x.webp', width: 1, height: 1, position: 0, isMain: true } },
      'POST /api/pets/5/save': { body: pet },
    });
    await submitPet({ id: null, values, publish: false });
    const first = api.calls[0].body as Record<string, unknown>;
    expect(first).toMatchObject({
      sireId: null,
      damId: 12,
      newSire: { registeredName: 'Hillside Roy', callName: null, kennelPrefix: 'Hillside', birthDate: '2014', colorId: 'black-white' },
    });
    expect(first).not.toHaveProperty('newDam');
    const second = api.calls.at(-1)!.body as Record<string, unknown>;
    expect(second).toMatchObject({ sireId: 31, damId: 12, photos: [{ id: 9, isMain: true }] });
    expect(second).not.toHaveProperty('newSire');
  });
});
