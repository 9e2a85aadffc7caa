import * as shared from '@bc/shared';
import { hostShared, type MantinePart, type SharedProvider } from '@bc/shared/federation';
import * as mantine from '@bc/shared/mantine';
import * as reactI18next from '@bc/shared/provided/react-i18next';
import * as reactRouter from '@bc/shared/provided/react-router';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as effector from 'effector';
import * as effectorReact from 'effector-react';
import * as i18next from 'i18next';
import * as ofetch from 'ofetch';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import federation from '../../module-federation.config';

/** The parts of the shared UI layer, each loaded when a remote's page first needs it (a missing part is a type error). */
const MANTINE_PARTS: Record<MantinePart, () => Promise<object>> = {
  checkbox: () => import('@bc/shared/mantine/checkbox'),
  'close-button': () => import('@bc/shared/mantine/close-button'),
  collapse: () => import('@bc/shared/mantine/collapse'),
  combobox: () => import('@bc/shared/mantine/combobox'),
  display: () => import('@bc/shared/mantine/display'),
  fieldset: () => import('@bc/shared/mantine/fieldset'),
  'file-button': () => import('@bc/shared/mantine/file-button'),
  grid: () => import('@bc/shared/mantine/grid'),
  menu: () => import('@bc/shared/mantine/menu'),
  modal: () => import('@bc/shared/mantine/modal'),
  modals: () => import('@bc/shared/mantine/modals'),
  'multi-select': () => import('@bc/shared/mantine/multi-select'),
  'native-select': () => import('@bc/shared/mantine/native-select'),
  'number-input': () => import('@bc/shared/mantine/number-input'),
  pagination: () => import('@bc/shared/mantine/pagination'),
  'password-input': () => import('@bc/shared/mantine/password-input'),
  popover: () => import('@bc/shared/mantine/popover'),
  progress: () => import('@bc/shared/mantine/progress'),
  radio: () => import('@bc/shared/mantine/radio'),
  'scroll-area': () => import('@bc/shared/mantine/scroll-area'),
  'segmented-control': () => import('@bc/shared/mantine/segmented-control'),
  select: () => import('@bc/shared/mantine/select'),
  slider: () => import('@bc/shared/mantine/slider'),
  switch: () => import('@bc/shared/mantine/switch'),
  table: () => import('@bc/shared/mantine/table'),
  tabs: () => import('@bc/shared/mantine/tabs'),
  textarea: () => import('@bc/shared/mantine/textarea'),
  timeline: () => import('@bc/shared/mantine/timeline'),
};

const parts = Object.fromEntries(
  Object.entries(MANTINE_PARTS).map(([part, load]) => [`@bc/shared/mantine/${part}`, { load }]),
) as Record<`@bc/shared/mantine/${MantinePart}`, SharedProvider>;

/**
 * Creates the shell's federation instance: the remotes of remotes.json and every singleton, provided from the
 * shell's own modules (so a remote renders with the shell's React, router, Mantine and bus). It also provides the
 * federation runtime's core to the remotes (their entries leave it out: `externalRuntime`).
 */
export function createHost(remotes: { name: string; entry: string }[]): ModuleFederation {
  return createInstance({
    name: federation.name,
    remotes,
    shareStrategy: federation.shareStrategy,
    plugins: [injectExternalRuntimeCore()],
    shared: hostShared(
      {
        react: { lib: react },
        'react-dom': { lib: reactDom },
        'react/jsx-runtime': { lib: jsxRuntime },
        'react-dom/client': { lib: reactDomClient },
        'react-router': { lib: reactRouter },
        effector: { lib: effector },
        'effector-react': { lib: effectorReact },
        i18next: { lib: i18next },
        'react-i18next': { lib: reactI18next },
        ofetch: { lib: ofetch },
        '@bc/shared': { lib: shared },
        '@bc/shared/trans': { load: () => import('@bc/shared/trans') },
        '@bc/shared/load': { load: () => import('@bc/shared/load') },
        '@bc/shared/list': { load: () => import('@bc/shared/list') },
        '@bc/shared/pets': { load: () => import('@bc/shared/pets') },
        '@bc/shared/exports': { load: () => import('@bc/shared/exports') },
        '@bc/shared/mantine': { lib: mantine },
        ...parts,
      },
      JSON.parse(process.env.SHARED_VERSIONS ?? '{}') as Record<string, string>,
    ),
  });
}
