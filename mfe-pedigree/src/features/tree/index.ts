export { PedigreeChart, type PedigreeChartProps } from './ui/pedigree-chart';
export { pedigreeTree, geneticsTree, matingTree, createTreeModel, type TreeModel, type TreeQuery } from './model';
