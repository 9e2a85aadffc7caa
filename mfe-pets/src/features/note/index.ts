export { NoteModal } from './ui/note-modal';
