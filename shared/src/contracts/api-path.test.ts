import { describe, expect, it } from 'vitest';
import { apiPath, queryString } from './api-path';
import { accountEndpoints, dictionaryEndpoints, matingEndpoints, pedigreeEndpoints, petEndpoints } from './index';

describe('apiPath', () => {
  it('fills the path parameters in the endpoint URL', () => {
    expect(apiPath(petEndpoints.detail, { params: { id: 5 } })).toBe('/api/pets/5');
    expect(apiPath(pedigreeEndpoints.matingTree, { params: { id: 0, depth: 4, flag: 'mating', sireId: 12, damId: 34 } })).toBe(
      '/api/pets/tree/0/4/mating/12/34',
    );
  });

  it('fills a parameter with a regular expression (Fastify matches it before a plain one at the same place) without it', () => {
    expect(matingEndpoints.list.url).toBe('/api/matings/:kind(^[a-z]+$)');
    expect(apiPath(matingEndpoints.list, { params: { kind: 'litter' }, query: { page: 2 } })).toBe('/api/matings/litter?page=2');
    expect(apiPath(matingEndpoints.detail, { params: { id: 7 } })).toBe('/api/matings/7');
  });

  it('encodes each parameter as one segment', () => {
    expect(apiPath(accountEndpoints.showProfile, { params: { nickname: 'a/b c?d#e%' } })).toBe('/api/user/nickname/a%2Fb%20c%3Fd%23e%25/show');
    expect(apiPath(accountEndpoints.showProfile, { params: { nickname: 'Анна' } })).toBe('/api/user/nickname/%D0%90%D0%BD%D0%BD%D0%B0/show');
  });

  it('refuses a missing parameter and a dot segment (the URL would reach another route)', () => {
    expect(() => apiPath(petEndpoints.detail, { params: {} as { id: number } })).toThrow('Missing path parameter "id"');
    expect(() => apiPath(accountEndpoints.showProfile, { params: { nickname: '..' } })).toThrow('may not be ".."');
    expect(() => apiPath(accountEndpoints.showProfile, { params: { nickname: '.' } })).toThrow('may not be "."');
  });

  it('adds the query after the path, and nothing when there is none', () => {
    expect(apiPath(petEndpoints.search)).toBe('/api/pets');
    expect(apiPath(petEndpoints.search, { query: {} })).toBe('/api/pets');
    expect(apiPath(petEndpoints.search, { query: { q: 'storm', page: 2 } })).toBe('/api/pets?q=storm&page=2');
    expect(apiPath(dictionaryEndpoints.search, { params: { field: 'callName' }, query: { query: 'ma' } })).toBe(
      '/api/dictionaries/search/callName?query=ma',
    );
  });
});

describe('queryString', () => {
  it('leaves out undefined and null fields, and writes numbers and booleans as text', () => {
    expect(queryString({ q: undefined, sex: null, page: 1, alive: false, offeredForStud: true })).toBe('page=1&alive=false&offeredForStud=true');
  });

  it('repeats a field for an array (the API reads it back as an array) and keeps comma lists as they are', () => {
    const query = queryString({ health: ['dna:cea:N/N', 'hips:fci:A,B'], color: 'black,blue-merle' });
    expect(query).toBe('health=dna%3Acea%3AN%2FN&health=hips%3Afci%3AA%2CB&color=black%2Cblue-merle');
    const read = new URLSearchParams(query);
    expect(read.getAll('health')).toEqual(['dna:cea:N/N', 'hips:fci:A,B']);
    expect(read.get('color')).toBe('black,blue-merle');
  });

  it('encodes text so that it reads back unchanged: spaces as +, and &, =, #, + and non-Latin letters escaped', () => {
    const text = 'Blue & Co = #1 + Буран';
    const query = queryString({ q: text, empty: '' });
    expect(query).toBe('q=Blue+%26+Co+%3D+%231+%2B+%D0%91%D1%83%D1%80%D0%B0%D0%BD&empty=');
    expect(new URLSearchParams(query).get('q')).toBe(text);
  });

  it('refuses an object value', () => {
    expect(() => queryString({ filter: { a: 1 } })).toThrow('Query field "filter" is an object');
  });
});
