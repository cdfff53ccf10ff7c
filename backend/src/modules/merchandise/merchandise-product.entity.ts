import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('merchandise_products')
export class MerchandiseProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ type: 'integer', default: 0 })
  position: number;

  @OneToMany(() => MerchandiseImageEntity, (image) => image.product, { cascade: ['insert'] })
  images: MerchandiseImageEntity[];

  @OneToMany(() => MerchandiseVariantEntity, (variant) => variant.product, { cascade: ['insert'] })
  variants: MerchandiseVariantEntity[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('merchandise_images')
export class MerchandiseImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => MerchandiseProductEntity, (product) => product.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product: MerchandiseProductEntity;

  @Column({ type: 'varchar', length: 2048 })
  src: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;
}

@Entity('merchandise_variants')
export class MerchandiseVariantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => MerchandiseProductEntity, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product: MerchandiseProductEntity;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'integer' })
  price: number;

  /** json, not jsonb: the options keep the order they were given in. */
  @Column({ type: 'json', default: () => `'{}'` })
  options: Record<string, string>;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
