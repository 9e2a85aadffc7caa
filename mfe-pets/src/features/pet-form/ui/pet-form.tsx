import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast, useLocalePath } from '@bc/shared';
import type { DuplicateCandidate, PetDetail } from '@bc/shared/contracts';
import { staleChange } from '../lib/stale-change';
import { emptyValues, valuesFromPet, type PetFormValues } from '../lib/form-values';
import { duplicateCandidates, serverErrors } from '../lib/server-errors';
import { fieldId, useFieldErrors } from '../lib/use-field-errors';
import { validatePet, type FormErrors } from '../lib/validate';
import { $submitError, $submitting, petFormRetried, submitPetFx } from '../model';
import { DocumentsSection } from './documents-section';
import { DuplicateCandidates } from './duplicate-candidates';
import { HealthSection } from './health-section';
import { IdentitySection } from './identity-section';
import { ParentsSection } from './parents-section';
import { PeopleSection } from './people-section';
import { PhotosSection } from './photos-section';
import { StaleChangeAlert } from './stale-change-alert';
import type { Patch } from './section-props';
import classes from './pet-form.module.css';

/** Focuses the first field with an error, in the order of the page, once React has rendered the messages. */
function focusFirst(errors: FormErrors) {
  requestAnimationFrame(() => {
    const elements = Object.keys(errors)
      .map((path) => document.getElementById(fieldId(path)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    elements[0]?.focus();
    elements[0]?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The one form of /pets/add and /pets/edit/{id}: identity, parents, breeder and owner, health, photos and
 * documents. Checked in the page's language before sending; the server's 4xx answers land on their field.
 * After saving, the pet page opens.
 */
export function PetForm({ pet }: { pet: PetDetail | null }) {
  const { t } = useTranslation('pets');
  const navigate = useNavigate();
  const path = useLocalePath();
  const [values, setValues] = useState<PetFormValues>(() => (pet ? valuesFromPet(pet) : emptyValues()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busyUploads, setBusyUploads] = useState<Record<string, boolean>>({});
  const [submitting, submitError] = useUnit([$submitting, $submitError]);
  const [unplacedError, setUnplacedError] = useState(false);
  /** A new dog that may be in the database already: the candidates the server named, until the member answers. */
  const [candidates, setCandidates] = useState<DuplicateCandidate[] | null>(null);
  const publishRef = useRef(false);
  const error = useFieldErrors(errors);
  const busy = Object.values(busyUploads).some(Boolean);

  const change = useCallback((patch: Patch, ...paths: string[]) => {
    setValues((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    if (paths.length) {
      setErrors((current) => {
        if (!paths.some((path) => current[path])) return current;
        const next = { ...current };
        paths.forEach((path) => delete next[path]);
        return next;
      });
    }
  }, []);
  const uploading = useCallback((uploader: string, value: boolean) => setBusyUploads((current) => ({ ...current, [uploader]: value })), []);

  /** `distinctFrom`: the candidates the member said this dog is not ("no, a different dog"). */
  const send = async (distinctFrom?: number[]) => {
    const publish = publishRef.current;
    setUnplacedError(false);
    setCandidates(null);
    const found = validatePet(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    try {
      const request = pet ? { id: pet.id, version: pet.version, values, publish } : { id: null, values, publish, distinctFrom };
      const { pet: saved, failedFiles } = await submitPetFx(request);
      showToast({ type: 'success', message: t(pet ? 'form.saved' : 'form.added') });
      if (failedFiles > 0) showToast({ type: 'warning', message: t('form.filesFailed', { count: failedFiles }), autoClose: false });
      navigate(path('pets-id', { id: saved.id }));
    } catch (failure) {
      if (staleChange(failure as never)) {
        setUnplacedError(true);
        requestAnimationFrame(() => document.getElementById('pet-form-stale')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
        return;
      }
      const asked = duplicateCandidates(failure);
      if (asked) {
        setCandidates(asked);
        requestAnimationFrame(() => document.querySelector('[data-testid="duplicate-candidates"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
        return;
      }
      const placed = serverErrors(failure as never, values);
      if (Object.keys(placed).length > 0) {
        setErrors(placed);
        focusFirst(placed);
      } else {
        setUnplacedError(true);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const status = pet?.publishStatus ?? 'draft';
  const sectionProps = { values, change, error, uploading };

  return (
    <form onSubmit={submit} noValidate data-testid="pet-form" className={classes.form}>
      <Stack gap="lg">
        <IdentitySection {...sectionProps} />
        <ParentsSection {...sectionProps} />
        <PeopleSection {...sectionProps} />
        <HealthSection {...sectionProps} />
        <PhotosSection {...sectionProps} />
        <DocumentsSection {...sectionProps} />
        {Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light" role="alert" data-testid="form-invalid">
            {t('form.fixErrors')}
          </Alert>
        )}
        {candidates && (
          <DuplicateCandidates
            candidates={candidates} sireId={values.sire?.id ?? null} damId={values.dam?.id ?? null} saving={submitting}
            onDistinct={() => void send(candidates.map((candidate) => candidate.id))} onCancel={() => setCandidates(null)}
          />
        )}
        {unplacedError && submitError && staleChange(submitError) && <StaleChangeAlert change={staleChange(submitError)!} onReload={() => petFormRetried()} />}
        {unplacedError && submitError && !staleChange(submitError) && (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {submitError.statusCode >= 500 || !submitError.message ? t('common:states.error') : submitError.message}
          </Alert>
        )}
        <div className={classes.actions}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="xs" c="dimmed" aria-live="polite">
              {busy ? t('form.waitUploads') : ''}
            </Text>
            <Group gap="sm" wrap="wrap" justify="flex-end">
              <Button variant="subtle" color="gray" onClick={() => navigate(-1)}>
                {t('common:actions.cancel')}
              </Button>
              {status === 'draft' ? (
                <>
                  <Button
                    type="submit"
                    variant="default"
                    loading={submitting && !publishRef.current}
                    disabled={busy || submitting}
                    onClick={() => (publishRef.current = false)}
                    data-testid="save-draft"
                  >
                    {pet ? t('form.saveDraft') : t('form.saveAsDraft')}
                  </Button>
                  <Button
                    type="submit"
                    loading={submitting && publishRef.current}
                    disabled={busy || submitting}
                    onClick={() => (publishRef.current = true)}
                    data-testid="save-publish"
                  >
                    {pet ? t('form.saveAndPublish') : t('form.publish')}
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={submitting} disabled={busy} onClick={() => (publishRef.current = false)} data-testid="save">
                  {t('common:actions.save')}
                </Button>
              )}
            </Group>
          </Group>
        </div>
      </Stack>
    </form>
  );
}
