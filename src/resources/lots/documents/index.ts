export { LotDocumentsTab } from './LotDocumentsTab';
