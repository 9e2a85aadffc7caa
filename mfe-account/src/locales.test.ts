import { describeLocales } from '@bc/shared/testing';

describeLocales(__dirname, 'account');
