import type { FastifyInstance } from 'fastify';
import type { UploadTarget } from '@bc/shared/contracts';
import { jpeg, pdf, processFile } from '../domains/files/fixtures';
import type { TestUser } from './users';

/**
 * A file `user` uploaded through FilePond's process endpoint (a small JPEG for `images`, a PDF for `docs`), ready
 * to attach; answers its upload id. Fails the test when the upload is refused.
 */
export async function uploaded(app: FastifyInstance, user: TestUser, target: UploadTarget = 'images', name?: string): Promise<string> {
  const data = target === 'images' ? await jpeg(64, 48) : pdf(name ?? 'certificate');
  const response = await processFile(app, user, target, data, name ?? (target === 'images' ? 'photo.jpg' : 'certificate.pdf'));
  if (response.statusCode !== 200) throw new Error(`uploaded: ${response.statusCode} ${response.body}`);
  return response.body;
}
