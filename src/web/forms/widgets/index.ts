// The register form's custom widgets and fields, by the names the ui schemas use.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AgreeWidget } from './agree-widget';
import { CategoryWidget } from './category-widget';
import { CountyWidget } from './county-widget';
import { DistrictWidget } from './district-widget';
import { GroupTypeWidget } from './group-type-widget';
import { HiddenField } from './hidden-field';
import { JobLevelWidget } from './job-level-widget';
import { PhotoWidget } from './photo-widget';
import { ProvisionsField } from './provisions-field';
import { SecurityCheckWidget } from './security-check-widget';
import { UnitNameWidget } from './unit-name-widget';
import { YearsWidget } from './years-widget';

export const widgets: RegistryWidgetsType = {
  agree: AgreeWidget,
  category: CategoryWidget,
  county: CountyWidget,
  district: DistrictWidget,
  groupType: GroupTypeWidget,
  jobLevel: JobLevelWidget,
  photo: PhotoWidget,
  securityCheck: SecurityCheckWidget,
  unitName: UnitNameWidget,
  years: YearsWidget,
};

export const fields: RegistryFieldsType = {
  hidden: HiddenField,
  provisions: ProvisionsField,
};
