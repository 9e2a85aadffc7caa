import { createPagedList } from '@bc/shared/list';
import type { InquiriesResponse } from '@bc/shared/contracts';
import { getInquiries } from '../api/get-inquiries';

/** Inquiries received about my matings and litters, a page at a time (the page is not in the URL). */
export const inquiries = createPagedList<object, InquiriesResponse>({ fetch: getInquiries, pageSize: 10 });
