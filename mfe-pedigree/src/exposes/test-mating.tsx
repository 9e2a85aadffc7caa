import { Loader } from '@bc/shared/mantine';
import { useEffect, useState } from 'react';
import { ensureNamespaceWithFallback, useLocale, type ExposedComponents } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';
import { TestMatingView } from '../views/test-mating-view';

/**
 * `mfe_pedigree/test-mating`: the test-mating view for another remote's page (`loadRemote` → `default`).
 * Renders inside the shell's providers and loads this remote's translations itself.
 */
const TestMating: ExposedComponents['mfe_pedigree/test-mating'] = function TestMating({ sireId, damId }) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureNamespaceWithFallback(NAMESPACE, locale, loadLocale).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  if (!loaded) return <Loader size="sm" m="md" />;
  return <TestMatingView sireId={sireId} damId={damId} />;
};

export default TestMating;
