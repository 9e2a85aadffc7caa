export { HealthResults, type HealthResultsProps } from './ui/health-results';
export { $healthSets, $pet, $petStatus, petHealthOpened, petHealthRetried } from './model';
