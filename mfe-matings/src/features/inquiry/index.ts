export { defaultInquiryTopic } from './lib/default-topic';
export { InquiryButton } from './ui/inquiry-button';
export { InquiriesList } from './ui/inquiries-list';
export { InquiryModal } from './ui/inquiry-modal';
