/** Bodies and query strings of `categories/*.php` (docs/api.md, "Catalogue"). */
import { z } from 'zod';
import { zName } from '../rules/name.js';
import { zId, zImageUrl, zOptionalText, zSaveCommon, zStatusId } from './fields.js';

export const SaveCategoryBody = z.object({
  ...zSaveCommon,
  name: zName(),
  description: zOptionalText(),
  imageUrl: zImageUrl,
  parentCategoryId: zId.nullish(),
});
export const ListCategoriesQuery = z.object({ statusId: zStatusId.optional(), companyId: zId.optional() });
/** `parentId` 0 (or absent) lists the top-level categories. */
export const CategoriesByParentQuery = z.object({
  companyId: zId.optional(),
  parentId: z.coerce.number<number | string>().int().min(0).max(2_147_483_647).optional(),
  statusId: zStatusId.optional(),
});
export const CategoryAndChildrenQuery = z.object({ companyId: zId.optional(), categoryId: zId });
