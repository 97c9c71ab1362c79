/**
 * The navbar item types this site offers: the stock map without `doc`, `docsVersion` and
 * `docsVersionDropdown`, whose code (~1.4 KB gzip) every page would otherwise load. A
 * `doc` item looks its doc up in the docs plugin's list of every doc, which
 * plugins/patches/lean-docs leaves out of the global data; the version items are for versioned
 * docs, and this site has one version. config/navbar.ts stops `docusaurus start` and
 * `build` when the navbar asks for another type.
 */
import type {ComponentType} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import type {NavbarItemType} from '@site/config/navbar';

const ComponentTypes: Record<NavbarItemType, ComponentType<never>> = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

// The stock type lists the three left-out types as present; NavbarItem only indexes the map.
export default ComponentTypes as unknown as ComponentTypesObject;
