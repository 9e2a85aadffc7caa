import fp from 'fastify-plugin';
import accounts from './accounts';
import dictionaries from './dictionaries';
import exports from './exports';
import files, { type FilesPluginOptions } from './files';
import imports, { type ImportsOptions } from './imports';
import pedigree, { type PedigreeOptions } from './pedigree';
import matings, { type MatingsOptions } from './matings';
import payments, { type PaymentsOptions } from './payments';
import pets, { type PetsOptions } from './pets';
import reports, { type ReportsOptions } from './reports';
import moderation from './moderation';

export interface DomainsOptions {
  pedigree?: PedigreeOptions;
  files: FilesPluginOptions;
  pets?: PetsOptions;
  matings?: MatingsOptions;
  payments: PaymentsOptions;
  reports?: ReportsOptions;
  imports?: ImportsOptions;
}

/**
 * Every domain: its service (`app.<domain>`) and its routes, each declared from its contract in
 * @bc/shared/contracts. A domain may use the services of the domains registered before it.
 */
export default fp<DomainsOptions>(
  async (app, options) => {
    await app.register(dictionaries);
    await app.register(files, options.files);
    await app.register(accounts);
    await app.register(pedigree, options.pedigree ?? {});
    await app.register(pets, options.pets ?? {});
    await app.register(matings, options.matings ?? {});
    await app.register(payments, options.payments);
    await app.register(reports, options.reports ?? {});
    await app.register(imports, options.imports ?? {});
    await app.register(exports);
    await app.register(moderation);
  },
  { name: 'domains' },
);
