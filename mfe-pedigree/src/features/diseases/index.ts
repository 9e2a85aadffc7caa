export { DiseaseTable, type DiseaseTableProps } from './ui/disease-table';
export { petDiseases, matingDiseases, createDiseasesModel, type DiseasesQuery } from './model';
