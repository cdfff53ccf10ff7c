import { productProblems } from '@club/contracts';
import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { SaveProductDto } from './save-product.dto.js';

/** After the types are checked: the contract's limits, each problem in the form's words. */
@Injectable()
export class ProductRulesPipe implements PipeTransform<SaveProductDto, SaveProductDto> {
  transform(body: SaveProductDto): SaveProductDto {
    const problems = Object.values(productProblems(body));
    if (problems.length > 0) throw new BadRequestException(problems);
    return body;
  }
}
