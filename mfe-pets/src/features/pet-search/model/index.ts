import { createPagedList } from '@bc/shared/list';
import type { PetListResponse, PetSearchQuery } from '@bc/shared/contracts';
import { searchPets } from '../api/search-pets';
import { PAGE_SIZE } from '../lib/filters';

/**
 * The search's results: a page of pets for the filters of the URL. A new search (typing, a filter changed) aborts
 * the one still in flight, and only the latest answer counts.
 */
export const petSearch = createPagedList<Omit<PetSearchQuery, 'limit' | 'page'>, PetListResponse>({ fetch: searchPets, pageSize: PAGE_SIZE });
