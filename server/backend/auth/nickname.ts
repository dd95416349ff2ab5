import { randomInt } from 'node:crypto';

// Word lists of our own for the nickname a new account starts with ("Quiet Otter").
const ADJECTIVES = (
  'Amber Brave Bright Calm Clever Cosy Curious Daring Eager Gentle Golden Happy Humble Jolly Kind ' +
  'Lively Lucky Mellow Merry Misty Nimble Patient Quiet Rapid Silver Sleepy Steady Sunny Swift Witty'
).split(' ');
const ANIMALS = (
  'Badger Beaver Bison Crane Dolphin Falcon Ferret Fox Gecko Heron Hedgehog Ibis Jackal Koala ' +
  'Lemur Lynx Marten Moose Newt Ocelot Otter Owl Panda Puffin Quokka Raven Seal Stoat Tapir Wombat'
).split(' ');

const pick = (words: readonly string[]) => words[randomInt(words.length)];

export function generateNickname(): string {
  return `${pick(ADJECTIVES)} ${pick(ANIMALS)}`;
}
