export { ChildrenTab } from './ChildrenTab';
export { ResidentsTab } from './ResidentsTab';
