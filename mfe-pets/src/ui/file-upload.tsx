import { Input, useMergedRef } from '@bc/shared/mantine';
import { FileStatus, type FilePondFile } from 'filepond';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import { forwardRef, memo, useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import 'filepond/dist/filepond.min.css';
import {
  ACCEPTED_TYPES,
  CHUNK_SIZE,
  filePondServer,
  IGNORED_FILES,
  UPLOAD_ERROR_VALUES,
  UPLOAD_MAX_SIZE,
  uploadErrorCode,
  type UploadedFile,
  type UploadTarget,
} from '../lib/uploads';
import classes from './file-upload.module.css';

registerPlugin(FilePondPluginFileValidateType, FilePondPluginFileValidateSize);

/** Every FilePond label, in the page's language. */
function useFilePondLabels() {
  const { t } = useTranslation('pets');
  return useMemo(
    () => ({
      labelIdle: t('upload.idle'),
      labelInvalidField: t('upload.invalidField'),
      labelFileWaitingForSize: t('upload.waitingForSize'),
      labelFileSizeNotAvailable: t('upload.sizeNotAvailable'),
      labelFileLoading: t('upload.loading'),
      labelFileLoadError: t('upload.loadError'),
      labelFileProcessing: t('upload.processing'),
      labelFileProcessingComplete: t('upload.processingComplete'),
      labelFileProcessingAborted: t('upload.processingAborted'),
      // A refusal the server explains (too many pixels, a damaged PDF…) is said in the page's language.
      labelFileProcessingError: (error: { body?: unknown }) => {
        const code = uploadErrorCode(error.body);
        return code ? t(`upload.errors.${code}`, UPLOAD_ERROR_VALUES) : t('upload.processingError');
      },
      labelFileProcessingRevertError: t('upload.revertError'),
      labelFileRemoveError: t('upload.removeError'),
      labelFileRemoved: t('upload.removed'),
      labelFileAdded: t('upload.added'),
      labelTapToCancel: t('upload.tapToCancel'),
      labelTapToRetry: t('upload.tapToRetry'),
      labelTapToUndo: t('upload.tapToUndo'),
      labelButtonRemoveItem: t('upload.remove'),
      labelButtonAbortItemLoad: t('upload.abort'),
      labelButtonRetryItemLoad: t('upload.retry'),
      labelButtonAbortItemProcessing: t('upload.cancel'),
      labelButtonUndoItemProcessing: t('upload.undo'),
      labelButtonRetryItemProcessing: t('upload.retry'),
      labelButtonProcessItem: t('upload.upload'),
      labelFileTypeNotAllowed: t('upload.typeNotAllowed'),
      fileValidateTypeLabelExpectedTypes: t('upload.expectedTypes'),
      labelMaxFileSizeExceeded: t('upload.tooLarge'),
      labelMaxFileSize: t('upload.maxSize'),
      labelFileCountSingular: t('upload.countSingular'),
      labelFileCountPlural: t('upload.countPlural'),
    }),
    [t],
  );
}

export interface FileUploadProps {
  target: UploadTarget;
  label: string;
  description?: string;
  multiple?: boolean;
  maxFiles?: number;
  /** The uploads finished so far (in FilePond's order), after each change. */
  onChange: (files: UploadedFile[]) => void;
  /** Whether an upload is still running (the form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
}

const done = (items: FilePondFile[]): UploadedFile[] =>
  items
    .filter((item) => typeof item.serverId === 'string' && item.serverId !== '' && item.status === FileStatus.PROCESSING_COMPLETE)
    .map((item) => ({ key: item.id, uploadId: item.serverId, name: item.filename, file: item.file as File }));

const RUNNING: FileStatus[] = [FileStatus.PROCESSING, FileStatus.PROCESSING_QUEUED, FileStatus.LOADING];
const running = (items: FilePondFile[]) => items.some((item) => RUNNING.includes(item.status));

const RETRY_DELAYS = [500, 1000, 3000];

/**
 * A FilePond drop area uploading to one endpoint of the uploads API: chunked above 5 MB (retries after 0.5, 1
 * and 3 s), two uploads at a time, system files ignored, every label translated, the current Bearer token on
 * every request. It re-renders only when what it shows changes (a form re-renders on every keystroke).
 */
export const FileUpload = memo(
  forwardRef<FilePond, FileUploadProps>(function FileUpload(
    { target, label, description, multiple = true, maxFiles, onChange, onBusyChange, testId },
    ref,
  ) {
    const labels = useFilePondLabels();
    const id = useId();
    const server = useMemo(() => filePondServer(target), [target]);
    const pond = useRef<FilePond | null>(null);
    const mergedRef = useMergedRef(pond, ref);
    // FilePond keeps the callbacks it was given: read the latest props through a ref.
    const latest = useRef({ onChange, onBusyChange });
    useLayoutEffect(() => {
      latest.current = { onChange, onBusyChange };
    });
    const report = useCallback(() => {
      const items = pond.current?.getFiles() ?? [];
      latest.current.onChange(done(items));
      latest.current.onBusyChange?.(running(items));
    }, []);

    return (
      <Input.Wrapper label={label} description={description} labelProps={{ htmlFor: id }} className={classes.wrapper} data-testid={testId}>
        <FilePond
          ref={mergedRef}
          {...labels}
          id={id}
          name="filepond"
          server={server as never}
          instantUpload
          allowMultiple={multiple}
          maxFiles={maxFiles ?? null}
          maxParallelUploads={2}
          itemInsertInterval={75}
          chunkUploads
          chunkSize={CHUNK_SIZE}
          chunkRetryDelays={RETRY_DELAYS}
          ignoredFiles={IGNORED_FILES}
          acceptedFileTypes={ACCEPTED_TYPES[target]}
          maxFileSize={UPLOAD_MAX_SIZE}
          fileSizeBase={1024}
          credits={false}
          allowRevert
          onupdatefiles={report}
          onprocessfilestart={report}
          onprocessfile={report}
          onprocessfileabort={report}
          onprocessfilerevert={report}
          onremovefile={report}
        />
      </Input.Wrapper>
    );
  }),
  (before, after) =>
    before.target === after.target &&
    before.label === after.label &&
    before.description === after.description &&
    before.multiple === after.multiple &&
    before.maxFiles === after.maxFiles &&
    before.testId === after.testId,
);
